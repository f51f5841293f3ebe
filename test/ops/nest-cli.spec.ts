import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import * as ts from 'typescript';

const ROOT = join(__dirname, '..', '..');
const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');

interface Project {
  type: 'application' | 'library';
  root: string;
  sourceRoot: string;
  entryFile: string;
  compilerOptions?: unknown;
}
const nestCli = JSON.parse(read('nest-cli.json')) as {
  monorepo: boolean;
  root: string;
  sourceRoot: string;
  compilerOptions: { builder?: unknown; tsConfigPath?: string; deleteOutDir?: boolean; webpack?: boolean };
  projects: Record<string, Project>;
};
const projects = Object.entries(nestCli.projects);

/** tsconfig.build.json as the compiler reads it (with its `extends`). */
function buildConfig(): ts.ParsedCommandLine {
  const parsed = ts.getParsedCommandLineOfConfigFile(join(ROOT, nestCli.compilerOptions.tsConfigPath ?? ''), {}, {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
      throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
    },
  });
  if (!parsed) throw new Error('tsconfig.build.json unlesbar');
  return parsed;
}

/** Where `nest start <project>` looks for the built entry file: `<outDir>/<sourceRoot>/<entryFile>.js`. */
const builtEntry = (outDir: string, project: Project) => relative(ROOT, join(outDir, project.sourceRoot, `${project.entryFile}.js`));

describe('nest-cli.json: the one build definition of the server', () => {
  it('is a monorepo of the apps api, worker and cli and every lib, each with an entry file that exists', () => {
    expect(nestCli.monorepo).toBe(true);
    expect(nestCli.projects[nestCli.root.replace(/^apps\//, '')]).toMatchObject({ root: nestCli.root, sourceRoot: nestCli.sourceRoot });
    const applications = projects.filter(([, project]) => project.type === 'application').map(([name]) => name);
    expect(applications.sort()).toEqual(['api', 'cli', 'worker']);
    const libraries = projects.filter(([, project]) => project.type === 'library').map(([name]) => name);
    const libFolders = readdirSync(join(ROOT, 'libs'), { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
    expect(libraries.sort()).toEqual(libFolders.sort());
    for (const [name, project] of projects) {
      const folder = project.type === 'application' ? 'apps' : 'libs';
      expect({ name, root: project.root, sourceRoot: project.sourceRoot }).toEqual({ name, root: `${folder}/${name}`, sourceRoot: `${folder}/${name}/src` });
      expect({ name, entry: existsSync(join(ROOT, project.sourceRoot, `${project.entryFile}.ts`)) }).toEqual({ name, entry: true });
    }
  });

  it('builds every project with tsc and tsconfig.build.json into dist/, without deleting the browser apps there', () => {
    expect(nestCli.compilerOptions).toMatchObject({ builder: 'tsc', tsConfigPath: 'tsconfig.build.json' });
    expect(nestCli.compilerOptions.deleteOutDir).not.toBe(true);
    expect(nestCli.compilerOptions.webpack).not.toBe(true);
    // A project with options of its own would build differently from `npm run build:server`.
    expect(projects.filter(([, project]) => project.compilerOptions !== undefined).map(([name]) => name)).toEqual([]);

    const config = buildConfig();
    expect(config.errors).toEqual([]);
    expect(relative(ROOT, config.options.rootDir ?? '')).toBe('');
    const outDir = config.options.outDir ?? '';
    expect(relative(ROOT, outDir)).toBe('dist');
    const compiled = new Set(config.fileNames.map((file) => relative(ROOT, file)));
    for (const [, project] of projects) expect(compiled).toContain(`${project.sourceRoot}/${project.entryFile}.ts`);
    // The paths `npm start`, the worker, the Dockerfile and docker-compose.yml run.
    expect(builtEntry(outDir, nestCli.projects.api)).toBe('dist/apps/api/src/main.js');
    expect(builtEntry(outDir, nestCli.projects.worker)).toBe('dist/apps/worker/src/main.js');
  });

  it('every built file that package.json, the Dockerfile and docker-compose.yml run has its source in the build', () => {
    const compiled = new Set(buildConfig().fileNames.map((file) => relative(ROOT, file)));
    const runners = [read('package.json'), read('Dockerfile'), read('docker-compose.yml')].join('\n');
    const built = [...new Set(runners.match(/dist\/apps\/[\w/-]+\.js/g) ?? [])];
    expect(built).toEqual(expect.arrayContaining(['dist/apps/api/src/main.js', 'dist/apps/worker/src/main.js', 'dist/apps/cli/src/seed-demo.js']));
    expect(built.filter((file) => !compiled.has(file.replace(/^dist\//, '').replace(/\.js$/, '.ts')))).toEqual([]);
  });

  it('npm run build:server and npm run dev compile through the Nest CLI, never through a tsc of their own', () => {
    const scripts = (JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts;
    expect(scripts['build:server']).toBe('node scripts/ensure-built.js server --force');
    expect(scripts.dev).toBe('node scripts/dev.js');
    const code = (path: string) => read(path).replace(/^\s*\/\/.*$/gm, '');
    const ensureBuilt = code('scripts/ensure-built.js');
    const dev = code('scripts/dev.js');
    expect(ensureBuilt).toMatch(/commands: \['node_modules\/\.bin\/nest build api'\]/);
    expect(dev).toMatch(/\['start', 'api', '--watch'/);
    for (const script of [ensureBuilt, dev]) expect(script).not.toMatch(/\btsc(-alias)?\b['\s]/);
    // A change to nest-cli.json rebuilds the server.
    expect(ensureBuilt).toMatch(/sources: \[[^\]]*'nest-cli\.json'/);
  });
});

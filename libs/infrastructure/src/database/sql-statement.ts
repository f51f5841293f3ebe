/**
 * One SQL statement assembled from parts that several libs contribute, each for its own table: a
 * data-modifying CTE (`WITH a AS (INSERT …), b AS (INSERT … SELECT … FROM a) SELECT …`). A new lead, its
 * confirmation mail and its outbox messages reach the database this way in one round trip and commit
 * together without a transaction around them: BEGIN, the look-ups, one INSERT per table and COMMIT
 * cost the intake five round trips and half of what the database could take.
 *
 * Parts run in the statement's one snapshot and do not see each other's rows except through their
 * RETURNING lists; a part that depends on another selects from it (`INSERT … SELECT … FROM a`).
 */
export class SqlStatement {
  private readonly values: unknown[] = [];
  private readonly parts: { name: string; sql: string }[] = [];
  private readonly groups = new Map<string, string[]>();

  /** `$n` standing for `value`, with an optional cast (`$3::jsonb`). */
  param(value: unknown, cast?: string): string {
    this.values.push(value);
    return `$${this.values.length}${cast ? `::${cast}` : ''}`;
  }

  /** Adds `name AS (sql)` to the WITH list; `name` must be new. Answers the name. */
  with(name: string, sql: string): string {
    if (this.has(name)) throw new Error(`SqlStatement: Teil "${name}" gibt es schon`);
    this.parts.push({ name, sql });
    return name;
  }

  has(name: string): boolean {
    return this.parts.some((part) => part.name === name);
  }

  /** A name not used yet, from `base` (`outbox`, `outbox_2`, …). */
  freeName(base: string): string {
    let name = base;
    for (let n = 2; this.has(name); n++) name = `${base}_${n}`;
    return name;
  }

  /**
   * The rows the part `name` returned are answered under `group` (see `rowsOf`), together with those
   * of every other part collected there: how the outbox learns which messages it has to hand on.
   */
  collect(group: string, name: string): void {
    this.groups.set(group, [...(this.groups.get(group) ?? []), name]);
  }

  /**
   * The statement ending in `SELECT <columns> [FROM <from>]`, plus one JSON column per collected
   * group. An empty WITH list is allowed (a plain SELECT).
   */
  build(columns: string, from?: string): { text: string; params: unknown[] } {
    const collected = [...this.groups].map(
      ([group, names]) =>
        `(SELECT coalesce(json_agg(collected), '[]'::json) FROM (${names.map((name) => `SELECT * FROM ${name}`).join(' UNION ALL ')}) collected) AS "${group}"`,
    );
    const select = `SELECT ${[columns, ...collected].join(', ')}${from ? ` FROM ${from}` : ''}`;
    const text = this.parts.length ? `WITH ${this.parts.map(({ name, sql }) => `${name} AS (${sql})`).join(',\n')}\n${select}` : select;
    return { text, params: [...this.values] };
  }
}

/** The rows collected under `group` in the result row of `SqlStatement.build` (JSON: timestamps come as text). */
export function rowsOf<T = Record<string, unknown>>(result: Record<string, unknown>, group: string): T[] {
  const value = result[group];
  if (value === undefined) return [];
  return (typeof value === 'string' ? JSON.parse(value) : value) as T[];
}

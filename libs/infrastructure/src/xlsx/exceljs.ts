/**
 * ExcelJS, loaded by the first Excel file written: every API process, worker, CLI command and test file would
 * otherwise pay for loading it at start (some 0.8 s, the largest module the server has), though few write one.
 */
export function excelJs(): typeof import('exceljs') {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded on first use on purpose (see above)
  return require('exceljs') as typeof import('exceljs');
}

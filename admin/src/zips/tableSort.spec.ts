import { sortRows } from './tableSort';

describe('sortRows', () => {
  type Row = { name: string; count?: number };
  const rows: Row[] = [{ name: 'b', count: 10 }, { name: 'Ä', count: 2 }, { name: 'a' }, { name: 'c', count: 2 }];
  const valueOf = (row: Row, field: 'name' | 'count') => row[field];

  it('keeps the given order without a sort, and never changes the input', () => {
    const copy = sortRows(rows, null, valueOf);
    expect(copy).toEqual(rows);
    expect(copy).not.toBe(rows);
    sortRows(rows, { field: 'name', order: 'DESC' }, valueOf);
    expect(rows.map((row) => row.name)).toEqual(['b', 'Ä', 'a', 'c']);
  });

  it('sorts numbers by value and text the German way, blanks last in both directions, ties in given order', () => {
    expect(sortRows(rows, { field: 'count', order: 'ASC' }, valueOf).map((row) => row.name)).toEqual(['Ä', 'c', 'b', 'a']);
    expect(sortRows(rows, { field: 'count', order: 'DESC' }, valueOf).map((row) => row.name)).toEqual(['b', 'Ä', 'c', 'a']);
    expect(sortRows(rows, { field: 'name', order: 'ASC' }, valueOf).map((row) => row.name)).toEqual(['Ä', 'a', 'b', 'c']);
  });

  it('compares digits as numbers inside text', () => {
    const firms = [{ name: 'Firma 10' }, { name: 'Firma 9' }];
    expect(sortRows(firms, { field: 'name', order: 'ASC' }, (row) => row.name).map((row) => row.name)).toEqual(['Firma 9', 'Firma 10']);
  });
});

// The two classes of ExcelJS 4 that write a workbook's cell formats (xl/styles.xml); ExcelJS ships no types for them.
declare module 'exceljs/lib/xlsx/xform/style/style-xform' {
  interface XmlStream {
    openNode(name: string, attributes?: Record<string, unknown>): void;
    addAttribute(name: string, value: unknown): void;
    closeNode(): void;
  }
  class StyleXform {
    xfId: boolean;
    map: { alignment: { render(xml: XmlStream, model: unknown): void }; protection: { render(xml: XmlStream, model: unknown): void } };
    render(xmlStream: XmlStream, model: Record<string, unknown>): void;
  }
  export = StyleXform;
}

declare module 'exceljs/lib/xlsx/xform/style/styles-xform' {
  class StylesXform {
    addStyleModel(model: unknown, cellType?: unknown): number;
    _addStyle(style: Record<string, unknown>): number;
  }
  export = StylesXform;
}

import type { Style } from 'exceljs';
import StyleXform from 'exceljs/lib/xlsx/xform/style/style-xform';
import StylesXform from 'exceljs/lib/xlsx/xform/style/styles-xform';

/**
 * A text that Excel would read as a formula once someone edits the cell (F2, Enter): `=…`, `+49 …`,
 * `-…`, `@…`. Such cells get the format's quotePrefix: shown as typed (no apostrophe, the phone number
 * keeps its `+`), kept as text when edited.
 */
export function startsLikeFormula(value: unknown): value is string {
  return typeof value === 'string' && /^[=+\-@]/.test(value);
}

/** A cell style with quotePrefix; give one such object to many cells (ExcelJS writes each style object once). */
export function quotePrefixed<S extends Partial<Style>>(style: S): S {
  teachQuotePrefix();
  return { ...style, quotePrefix: true };
}

interface QuotableStyles extends StylesXform {
  quotePrefixNext?: boolean;
}

let taught = false;

/**
 * ExcelJS 4.4 drops a style's quotePrefix: its style model has no such field and its `<xf>` writer no such
 * attribute. Both are taught here, once per process, for every workbook (in memory or streamed).
 */
function teachQuotePrefix(): void {
  if (taught) return;
  taught = true;
  const styles = StylesXform.prototype as QuotableStyles;
  const addStyleModel = styles.addStyleModel;
  const addStyle = styles._addStyle;
  // addStyleModel builds the xf from the cell's style and hands it to _addStyle, which keys it by its XML.
  styles.addStyleModel = function (this: QuotableStyles, model: unknown, cellType?: unknown) {
    this.quotePrefixNext = Boolean((model as { quotePrefix?: boolean } | undefined)?.quotePrefix);
    try {
      return addStyleModel.call(this, model, cellType);
    } finally {
      this.quotePrefixNext = false;
    }
  };
  styles._addStyle = function (this: QuotableStyles, style: Record<string, unknown>) {
    return addStyle.call(this, this.quotePrefixNext ? { ...style, quotePrefix: true } : style);
  };
  // The attribute has to be written before the child elements (alignment, protection) close the tag's head.
  const render = StyleXform.prototype.render;
  StyleXform.prototype.render = function (this: StyleXform, xmlStream, model) {
    if (!model?.quotePrefix) return render.call(this, xmlStream, model);
    const openNode = xmlStream.openNode;
    xmlStream.openNode = function (this: unknown, name: string, attributes?: Record<string, unknown>) {
      xmlStream.openNode = openNode;
      openNode.call(this, name, attributes);
      xmlStream.addAttribute('quotePrefix', '1');
    };
    try {
      render.call(this, xmlStream, model);
    } finally {
      xmlStream.openNode = openNode;
    }
  };
}

import { BadRequestException } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';

/**
 * Deepest nesting of objects and arrays a request may carry. No form of the product nests more than a
 * handful of levels; class-transformer and class-validator walk a body recursively, and thousands of
 * levels overflow their stack (a 500 instead of an answer).
 */
export const MAX_INPUT_DEPTH = 32;

export const NUL_REFUSED = 'Die Anfrage enthält ein unzulässiges Steuerzeichen (NUL, \\u0000). Bitte entfernen Sie es.';
export const SURROGATE_REFUSED = 'Die Anfrage enthält ein ungültiges Unicode-Zeichen (einzelnes Surrogat). Bitte prüfen Sie die Eingabe.';
export const TOO_DEEP = `Die Anfrage ist zu tief verschachtelt (höchstens ${MAX_INPUT_DEPTH} Ebenen).`;

/** PostgreSQL stores neither NUL in text nor a lone UTF-16 surrogate in jsonb; both would end in a 500. */
const NUL = /\u0000/;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
/** The URL as sent: a path parameter is only decoded later, by the router. */
const ENCODED_NUL = /%00/i;

function textRefusal(text: string): string | null {
  if (NUL.test(text)) return NUL_REFUSED;
  if (LONE_SURROGATE.test(text)) return SURROGATE_REFUSED;
  return null;
}

/**
 * Why a parsed input (JSON or form body, query, CSV text) is refused, or null. Walks with a stack of its
 * own, so however deep the input is, the check itself cannot overflow.
 */
export function inputRefusal(input: unknown, maxDepth = MAX_INPUT_DEPTH): string | null {
  const pending: [unknown, number][] = [[input, 0]];
  while (pending.length > 0) {
    const [value, depth] = pending.pop()!;
    if (typeof value === 'string') {
      const refusal = textRefusal(value);
      if (refusal) return refusal;
    } else if (typeof value === 'object' && value !== null) {
      if (depth >= maxDepth) return TOO_DEEP;
      if (Array.isArray(value)) {
        for (const item of value) pending.push([item, depth + 1]);
      } else {
        for (const [key, item] of Object.entries(value)) {
          const refusal = textRefusal(key);
          if (refusal) return refusal;
          pending.push([item, depth + 1]);
        }
      }
    }
  }
  return null;
}

/**
 * Refuses, with 400 and a German reason, a request whose path, query or parsed body holds a NUL or a lone
 * surrogate, or nests deeper than MAX_INPUT_DEPTH: registered right after the body parsers, so it runs
 * before any guard, pipe or handler sees the input.
 */
export function inputGuard() {
  return (request: Request, _response: Response, next: NextFunction): void => {
    const refusal = ENCODED_NUL.test(request.originalUrl) ? NUL_REFUSED : (inputRefusal(request.query) ?? inputRefusal(request.body));
    next(refusal ? new BadRequestException({ statusCode: 400, error: refusal }) : undefined);
  };
}

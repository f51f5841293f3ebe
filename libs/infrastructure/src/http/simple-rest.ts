import { BadRequestException, CallHandler, createParamDecorator, ExecutionContext, Injectable, NestInterceptor, UseInterceptors } from '@nestjs/common';
import type { Request, Response } from 'express';
import { map, Observable } from 'rxjs';
import { contentRange, ListQueryError, ListQueryOptions, parseListQuery } from '@app/contract';

/** One page of a server-paged list, as a service returns it. */
export interface ListPage<T> {
  rows: T[];
  total: number;
  offset: number;
}

/**
 * The handler parameter for a list in ra-data-simple-rest's conventions: `@ListQueryParam(options) query: ListQuery<F>`.
 * A wrong range, sort or filter is a 400 with a German reason.
 */
export const ListQueryParam = createParamDecorator((options: ListQueryOptions<string>, context: ExecutionContext) => {
  const request = context.switchToHttp().getRequest<Request>();
  try {
    return parseListQuery(request.query, options);
  } catch (error) {
    if (error instanceof ListQueryError) throw new BadRequestException({ statusCode: 400, error: error.message, code: 'invalid_list_query' });
    throw error;
  }
});

@Injectable()
class ContentRangeInterceptor<T> implements NestInterceptor<ListPage<T>, T[]> {
  constructor(private readonly resource: string) {}

  intercept(context: ExecutionContext, next: CallHandler<ListPage<T>>): Observable<T[]> {
    const response = context.switchToHttp().getResponse<Response>();
    return next.handle().pipe(
      map((page) => {
        response.setHeader('Content-Range', contentRange(this.resource, page.offset, page.rows.length, page.total));
        return page.rows;
      }),
    );
  }
}

/** The handler returns a `ListPage`; the client gets the plain array and the total in `Content-Range`. */
export const SimpleRestList = (resource: string) => UseInterceptors(new ContentRangeInterceptor(resource));

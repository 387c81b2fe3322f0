// Requests are validated by the zod schemas declared on each route (the same schemas produce the
// OpenAPI document). Failures keep zod's raw issues so the error handler words them per language.
import type { FastifySchemaCompiler } from 'fastify';
import type { z } from 'zod';
import { RequestValidationError } from './errors.ts';

export const validatorCompiler: FastifySchemaCompiler<z.ZodType> = ({ schema, httpPart }) => {
  return (data: unknown) => {
    const result = schema.safeParse(data, { reportInput: true });
    if (result.success) return { value: result.data };
    const part = (httpPart ?? 'body') as RequestValidationError['part'];
    return { error: new RequestValidationError(part, result.error.issues) };
  };
};

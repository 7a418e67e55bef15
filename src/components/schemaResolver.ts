import type { FieldValues, Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from '../shared/schemas/zod.ts';

// `raw`: the form saves its own values, as the schema would drop the record's id and the inputs' extra fields.
export const schemaResolver = <S extends z.ZodType<unknown, FieldValues>>(schema: S): Resolver<FieldValues> =>
  zodResolver(schema, undefined, { raw: true });

import type { FieldValues, Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from '../shared/schemas/zod.ts';

/**
 * A form's request schema as react-admin's `resolver` (its documented schema validation). `raw`: the schema
 * validates; the form saves its own values, which the data provider encodes (the schema would drop the record's
 * id and the inputs' extra fields).
 */
export const schemaResolver = <S extends z.ZodType<unknown, FieldValues>>(schema: S): Resolver<FieldValues> =>
  zodResolver(schema, undefined, { raw: true });

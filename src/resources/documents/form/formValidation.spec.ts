import { describe, expect, it } from 'vitest';
import {
  nqaFormSchema,
  serviceSpecificCreateFormSchema,
  serviceSpecificEditFormSchema,
} from '../../../shared/schemas/documentPayload.ts';
import { ruleErrorsOf } from '../../../shared/schemas/rules.ts';
import type { z } from '../../../shared/schemas/zod.ts';
import { emptyNqaValues, emptyServiceSpecificValues, nqaValuesOf } from './formValues.ts';
import type { LoadedDocument } from '../../../dataProvider/documentForms.ts';

/** What each input shows: the first message of its field, as react-admin's resolver gives it. */
const shown = (schema: z.ZodType, values: object) =>
  Object.fromEntries(Object.entries(ruleErrorsOf(schema, values)).map(([f, m]) => [f, m[0]]));

describe('document form schemas (the resolvers of the forms)', () => {
  it('an empty NQA upload gets the §5 messages, the file error under `file`', () => {
    expect(shown(nqaFormSchema, { ...emptyNqaValues(), date: '' })).toEqual({
      nqa_area_id: 'app.documents.validation.nqa_required',
      document_type_id: 'app.documents.validation.type_required',
      service_type_id: 'app.documents.validation.service_type_required',
      file: 'app.documents.validation.file_required',
      file_title: 'app.validation.required',
      file_version: 'app.validation.required',
      date: 'app.validation.required',
    });
  });

  it('radio values arrive as strings; a global webinar needs no service type', () => {
    const errors = shown(nqaFormSchema, {
      ...emptyNqaValues(),
      nqa_area_id: [1],
      document_type_id: '3',
      global_webinar: true,
      webinar_link: 'nope',
      webinar_title: 'W',
    });
    expect(errors).toEqual({ webinar_link: 'app.documents.validation.link_invalid' });
  });

  it('type 5 needs services; a training module as a document needs its file and title', () => {
    expect(
      shown(nqaFormSchema, {
        ...emptyNqaValues(),
        nqa_area_id: [1],
        document_type_id: 1,
        service_type_id: [5],
        file: { src: 'x' },
        file_title: 'T',
        file_version: '1',
      }),
    ).toEqual({ services: 'app.documents.validation.services_required' });
    expect(
      shown(nqaFormSchema, {
        ...emptyNqaValues(),
        nqa_area_id: [1],
        document_type_id: 4,
        service_type_id: [1],
        is_link: false,
        webinar_title: 'W',
      }),
    ).toEqual({ file: 'app.documents.validation.file_required', file_title: 'app.validation.required' });
  });

  it('service specific: no filter reads "Please select document filter."; risk assessment takes NQA2 or NQA3', () => {
    expect(shown(serviceSpecificCreateFormSchema, { ...emptyServiceSpecificValues() })).toMatchObject({
      service_specific_type: 'app.documents.validation.filter_required',
      services: 'app.documents.validation.service_required',
      file: 'app.documents.validation.file_required',
    });
    expect(
      shown(serviceSpecificEditFormSchema, {
        ...emptyServiceSpecificValues(),
        service_specific_type: 1,
        services: [1],
        file_title: 't',
        file_version: '1',
      }),
    ).toEqual({});
    expect(
      shown(serviceSpecificEditFormSchema, {
        ...emptyServiceSpecificValues(),
        service_specific_type: 4,
        services: [1],
        nqa_area_id: [5],
      }),
    ).toEqual({ nqa_area_id: 'app.validation.invalid_value' });
  });

  it('a loaded document: type 5 holds the attached services, other types the excluded ones', () => {
    const base = {
      id: 1,
      document_type_id: 1,
      nqa_area_id: [2],
      upload_or_generate: 1,
      uploaded_file: null,
      notify_service: 1,
      global_webinar: 0,
    };
    const standalone = nqaValuesOf({
      ...base,
      service_type_id: [{ id: 5, name: 'S' }],
      services: [{ id: 4, name: 'A' }],
      excluded_services: '[]',
    } as unknown as LoadedDocument);
    expect(standalone).toMatchObject({ service_type_id: [5], services: [4], notify_service: true });
    const typed = nqaValuesOf({
      ...base,
      service_type_id: [{ id: 1, name: 'L' }],
      services: [],
      excluded_services: '[7,8]',
    } as unknown as LoadedDocument);
    expect(typed).toMatchObject({ service_type_id: [1], services: [7, 8] });
  });
});

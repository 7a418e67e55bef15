import { describe, expect, it } from 'vitest';
import { brandingPayloadSchema, serviceCreateSchema, serviceUpdateSchema } from './servicePayload.ts';
import { userPayloadSchema } from './userPayload.ts';
import { RULE, blankRichText, isEmail, isIsoDate, ruleErrorsOf, ruleMessageParts } from './rules.ts';

describe('request schemas (the forms’ resolvers and the fixture’s checks)', () => {
  it('a service needs a name, a valid owner email and a type 1-4 on create; not the email on update', () => {
    expect(ruleErrorsOf(serviceCreateSchema, {})).toEqual({
      name: [RULE.required],
      primary_email: [RULE.required],
      service_type_id: [RULE.required],
    });
    expect(
      ruleErrorsOf(serviceCreateSchema, { name: 'A', primary_email: 'nope', service_type_id: 9, website_link: 'x' }),
    ).toEqual({
      primary_email: [RULE.email],
      service_type_id: [RULE.invalid],
      website_link: [RULE.link],
    });
    expect(ruleErrorsOf(serviceUpdateSchema, { name: 'A', service_type_id: '2' })).toEqual({});
  });

  it('checks branding colour and skin', () => {
    expect(ruleErrorsOf(brandingPayloadSchema, { brand_color: '#A1b2C3', skin: '#ffffff' })).toEqual({});
    expect(ruleErrorsOf(brandingPayloadSchema, { brand_color: 'red', skin: 'blue' })).toEqual({
      brand_color: [RULE.color],
      skin: [RULE.invalid],
    });
    expect(ruleErrorsOf(brandingPayloadSchema, { brand_color: '', skin: '#000000' })).toEqual({
      brand_color: [RULE.required],
    });
  });

  it('a user needs first and last name and a valid email; a too long text names its limit', () => {
    expect(ruleErrorsOf(userPayloadSchema, { first_name: ' ', email: 'a@b' })).toEqual({
      first_name: [RULE.required],
      last_name: [RULE.required],
      email: [RULE.email],
    });
    const long = ruleErrorsOf(userPayloadSchema, {
      first_name: 'A',
      last_name: 'B',
      email: 'a@b.co',
      description: 'x'.repeat(600000),
    });
    expect(ruleMessageParts(long.description![0]!)).toEqual({
      message: 'app.validation.max_length',
      args: { max: 524288 },
    });
  });
});

describe('rule helpers', () => {
  it('an empty rich-text editor counts as blank; text or an image does not', () => {
    expect(blankRichText('<p></p>')).toBe(true);
    expect(blankRichText('<p>&nbsp; </p><p><br></p>')).toBe(true);
    expect(blankRichText(undefined)).toBe(true);
    expect(blankRichText('<p>Wash hands</p>')).toBe(false);
    expect(blankRichText('<p><img src="https://example.org/a.png"></p>')).toBe(false);
  });

  it('dates are real YYYY-MM-DD days; e-mails need a host with a dot', () => {
    expect(isIsoDate('2026-02-28')).toBe(true);
    expect(isIsoDate('2026-02-30')).toBe(false);
    expect(isIsoDate('28/02/2026')).toBe(false);
    expect(isEmail('a@b.co')).toBe(true);
    expect(isEmail('a@b')).toBe(false);
  });
});

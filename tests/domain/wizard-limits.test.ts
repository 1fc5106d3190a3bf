import type { AnySchema, ObjectSchema } from 'yup';
import { INPUT_TEXT_LIMITS } from '../../server/src/graphql/input-rules';
import { REQUEST_TEXT_LIMITS, tooLongMessage } from '../../client/src/features/client/wizard/limits';
import { EMPTY_VALUES, contactSchema, scheduleSchema, typeSchema } from '../../client/src/features/client/wizard/model';

/**
 * The new-request wizard checks every field's length where it is typed, with the limits the
 * server holds CreateRequestInput to (server/src/graphql/input-rules.ts): the same numbers, read
 * from the Yup schemas themselves, so an overlong text is refused on its own step, never after Pay.
 */
const server = INPUT_TEXT_LIMITS.CreateRequestInput;

/** Each field's max() as the schema describes it (conditional fields resolved as shown: own service address, a specific time). */
function maxOf(schema: ObjectSchema<Record<string, unknown>>): Record<string, number | undefined> {
  const described = schema.describe({ value: { ...EMPTY_VALUES, sameAddress: false, preferredTime: 'specific' } });
  const out: Record<string, number | undefined> = {};
  for (const [name, field] of Object.entries(described.fields)) {
    const tests = (field as { tests?: { name?: string; params?: { max?: number } }[] }).tests ?? [];
    out[name] = tests.find((t) => t.name === 'max')?.params?.max;
  }
  return out;
}

const wizard = {
  ...maxOf(typeSchema() as unknown as ObjectSchema<Record<string, unknown>>),
  ...maxOf(contactSchema() as unknown as ObjectSchema<Record<string, unknown>>),
  ...maxOf(scheduleSchema(true) as unknown as ObjectSchema<Record<string, unknown>>),
};

it('the wizard\'s limits are the server\'s, field by field', () => {
  expect(REQUEST_TEXT_LIMITS).toEqual(Object.fromEntries(Object.keys(REQUEST_TEXT_LIMITS).map((f) => [f, server[f]])));
  // Every text field the wizard sends and the server limits: the schema has a max() equal to the server's.
  const sent = Object.keys(EMPTY_VALUES).filter((f) => f in server);
  expect(sent.length).toBeGreaterThan(15);
  expect(Object.fromEntries(sent.map((f) => [f, wizard[f]]))).toEqual(Object.fromEntries(sent.map((f) => [f, server[f]])));
});

it('refuses an overlong description on step 3 and an overlong note on step 4, in words', async () => {
  const ok = { ...EMPTY_VALUES, contactName: 'A', contactPhone: '615-555-0100', contactEmail: 'a@b.co', contactAddress: '1 Main', contactCity: 'Nashville', contactState: 'TN', contactZipCode: '37203' };
  await expect(contactSchema().validate({ ...ok, description: 'x'.repeat(5000) })).resolves.toBeTruthy();
  await expect(contactSchema().validate({ ...ok, description: 'x'.repeat(6000) })).rejects.toThrow(tooLongMessage('Description', 5000));
  expect(tooLongMessage('Description', 5000)).toBe('Description must be at most 5,000 characters');
  const schedule = scheduleSchema(false) as unknown as AnySchema;
  await expect(schedule.validate({ notes: 'y'.repeat(2001) })).rejects.toThrow('Special notes must be at most 2,000 characters');
});

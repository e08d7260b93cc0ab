/**
 * A rule across fields, written as JSON Schema for the API document (decision 035): a zod `refine` is
 * invisible to the document, so the schema that holds one carries its JSON Schema twin with `.meta()`
 * beside it. The check the server runs stays the `refine`.
 */

/** `field` needs at least `minLength` characters when `when` has the value `is`. */
export const requiredWhen = (when: string, is: string, field: string, minLength: number) => ({
  if: { properties: { [when]: { enum: [is] } }, required: [when] },
  then: { properties: { [field]: { minLength } }, required: [field] },
});

/** Exactly one of the two fields is sent (with both, both branches hold, which `oneOf` refuses). */
export const exactlyOneOf = (a: string, b: string) => ({
  oneOf: [
    { properties: { [a]: {} }, required: [a] },
    { properties: { [b]: {} }, required: [b] },
  ],
});

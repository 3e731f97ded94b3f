// Helpers for tests in every package (`@arcade/core/testing`); never imported by shipped code.
import { InputError, located } from "./errors.ts";

/**
 * Runs `fn`, which must throw an InputError, and returns "where: message" (or the message alone),
 * so a test can check the reason and the place in one match.
 */
export function inputErrorText(fn: () => unknown): string {
  try {
    fn();
  } catch (error) {
    if (error instanceof InputError) return located(error);
    throw error;
  }
  throw new Error("expected an InputError, but nothing was thrown");
}

export { describeRecordProperties, recordPropertyChecks, type HeaderFields, type RecordSuiteOptions } from "./testing/record-suite.ts";

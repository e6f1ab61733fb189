import { writeFileSync } from 'node:fs';
import { stripVTControlCharacters } from 'node:util';
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/** The first line of what went wrong, without the terminal's colours. */
const firstLine = (message: string | undefined) =>
  (message === undefined ? undefined : stripVTControlCharacters(message))?.split('\n').map((line) => line.trim()).find(Boolean);

/**
 * Writes the gate's journeys and their outcomes to GATE_REPORT_FILE, in the form the release CLI reads
 * (docs/decisions/039): `{ journeys: [{ name, outcome, error? }] }`, the name being the journey's title
 * without its tags.
 */
export default class GateReporter implements Reporter {
  private readonly journeys: Array<{ name: string; outcome: string; error?: string }> = [];

  onTestEnd(test: TestCase, result: TestResult): void {
    const error = firstLine(result.error?.message);
    this.journeys.push({ name: test.title.replace(/\s*@[\w-]+/g, '').trim(), outcome: result.status, ...(error ? { error } : {}) });
  }

  onEnd(): void {
    const file = process.env.GATE_REPORT_FILE;
    if (file) writeFileSync(file, JSON.stringify({ journeys: this.journeys }));
  }

  printsToStdio(): boolean {
    return false;
  }
}

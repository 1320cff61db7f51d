// What the BMI calculator answers for what was entered, by the shared rules (@coach/shared bmi.ts): the spec's first
// validation message, or the BMI to one decimal with its category. The server draws it from the address of a plain
// form's answer; the island from the fields.
import { type BmiCategory, type BmiUnit, calculateBmi, validateBmiInput } from '@coach/shared';

/** The calculator's fields as entered (text, as a form or an address carries them). */
export type BmiEntry = { unit: BmiUnit; height: string; weight: string };

export type BmiOutcome = { error: string } | { bmi: number; category: BmiCategory };

export function bmiOutcome({ unit, height, weight }: BmiEntry): BmiOutcome {
  const heightValue = Number.parseFloat(height);
  const weightValue = Number.parseFloat(weight);
  const error = validateBmiInput(unit, heightValue, weightValue);
  return error ? { error } : calculateBmi(unit, heightValue, weightValue);
}

/** The entry a form or an address holds: any of its fields present means the visitor asked. */
export function bmiEntryOf(fields: { unit?: unknown; height?: unknown; weight?: unknown }): BmiEntry | null {
  const { unit, height, weight } = fields;
  if (unit === undefined && height === undefined && weight === undefined) return null;
  return {
    unit: unit === 'imperial' ? 'imperial' : 'metric',
    height: height === undefined || height === null ? '' : String(height),
    weight: weight === undefined || weight === null ? '' : String(weight),
  };
}

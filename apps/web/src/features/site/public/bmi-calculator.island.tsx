// The BMI calculator: metric or imperial, the spec's validation messages, the result to one decimal with advice. As
// HTML it is a GET form whose answer the server draws from the address (`/?unit=&height=&weight=#bmi-calculator`);
// as an island it answers in place. The fields are the browser's own, so what was typed before it woke is kept.
import { BMI_RECOMMENDATIONS, type BmiCategory, type BmiUnit } from '@coach/shared';
import clsx from 'clsx';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { FormAlert, inputClass } from '@/components/ui/form-field';
import { defineIsland } from '@/lib/islands/define-island';
import { type BmiEntry, type BmiOutcome, bmiEntryOf, bmiOutcome } from './bmi-outcome';

/** Where the plain form sends its fields: the home page, back at the calculator. */
const BMI_FORM_ACTION = '/#bmi-calculator';

const CATEGORY_STYLES: Record<BmiCategory, string> = {
  Underweight: 'bg-sky-50 text-sky-800',
  'Normal weight': 'bg-brand-50 text-brand-800',
  Overweight: 'bg-amber-50 text-amber-800',
  Obese: 'bg-red-50 text-red-800',
};

const UNITS: Record<
  BmiUnit,
  { label: string; height: string; weight: string; heightHint: string; weightHint: string }
> = {
  metric: {
    label: 'Metric (cm, kg)',
    height: 'Height (cm)',
    weight: 'Weight (kg)',
    heightHint: 'e.g., 170',
    weightHint: 'e.g., 65',
  },
  imperial: {
    label: 'Imperial (ft, lb)',
    height: 'Height (ft)',
    weight: 'Weight (lb)',
    heightHint: 'e.g., 5.8',
    weightHint: 'e.g., 150',
  },
};
const UNIT_NAMES = Object.keys(UNITS) as BmiUnit[];

/** A field's label in both units: the stylesheet shows the one of the chosen unit, with or without script. */
function UnitLabel({ htmlFor, field }: { htmlFor: string; field: 'height' | 'weight' }) {
  return (
    <label htmlFor={htmlFor} className="block text-sm font-medium text-slate-700">
      {UNIT_NAMES.map((unit) => (
        <span key={unit} className={`bmi-${unit}`}>
          {UNITS[unit][field]}
        </span>
      ))}
    </label>
  );
}

function BmiCalculator({ entry }: { entry: BmiEntry | null }) {
  const [unit, setUnit] = useState<BmiUnit>(entry?.unit ?? 'metric');
  const [outcome, setOutcome] = useState<BmiOutcome | null>(() => entry && bmiOutcome(entry));
  const form = useRef<HTMLFormElement>(null);
  const id = useId();

  // A unit chosen before the island woke (the browser's own radio) is the unit from now on.
  useEffect(() => {
    const chosen = form.current ? new FormData(form.current).get('unit') : null;
    if (chosen === 'metric' || chosen === 'imperial') setUnit(chosen);
  }, []);

  /** Empty fields in `next` units, no result. */
  const startOver = (next: BmiUnit) => {
    const current = form.current;
    if (!current) return;
    for (const name of ['height', 'weight']) (current.elements.namedItem(name) as HTMLInputElement).value = '';
    for (const radio of current.querySelectorAll<HTMLInputElement>('input[name="unit"]')) {
      radio.checked = radio.value === next;
    }
    setUnit(next);
    setOutcome(null);
  };

  const calculate = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const fields = Object.fromEntries(new FormData(event.currentTarget));
    setOutcome(bmiOutcome(bmiEntryOf(fields) ?? { unit, height: '', weight: '' }));
  };

  const reset = (event: FormEvent) => {
    event.preventDefault();
    startOver('metric');
  };

  const labels = UNITS[unit];
  const result = outcome && 'bmi' in outcome ? outcome : null;
  return (
    <div className="grid gap-8 lg:grid-cols-2">
      <form
        ref={form}
        method="get"
        action={BMI_FORM_ACTION}
        onSubmit={calculate}
        noValidate
        className="bmi-form space-y-5 rounded-2xl bg-white p-6 shadow-sm"
        aria-label="BMI calculator"
      >
        <fieldset>
          <legend className="text-sm font-medium text-slate-700">Units</legend>
          <div className="mt-2 grid grid-cols-2 gap-2">
            {UNIT_NAMES.map((u) => (
              <label
                key={u}
                className="cursor-pointer rounded-lg border border-slate-300 px-3 py-2 text-center text-sm font-medium text-slate-700 has-checked:border-brand-600 has-checked:bg-brand-50 has-checked:text-brand-800 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600"
              >
                <input
                  type="radio"
                  name="unit"
                  value={u}
                  defaultChecked={(entry?.unit ?? 'metric') === u}
                  onChange={() => startOver(u)}
                  className="sr-only"
                />
                {UNITS[u].label}
              </label>
            ))}
          </div>
        </fieldset>
        <div>
          <UnitLabel htmlFor={`${id}-height`} field="height" />
          <input
            id={`${id}-height`}
            name="height"
            type="number"
            inputMode="decimal"
            step="any"
            placeholder={labels.heightHint}
            defaultValue={entry?.height}
            className={inputClass}
          />
        </div>
        <div>
          <UnitLabel htmlFor={`${id}-weight`} field="weight" />
          <input
            id={`${id}-weight`}
            name="weight"
            type="number"
            inputMode="decimal"
            step="any"
            placeholder={labels.weightHint}
            defaultValue={entry?.weight}
            className={inputClass}
          />
        </div>
        {outcome && 'error' in outcome && <FormAlert>{outcome.error}</FormAlert>}
        <div className="flex gap-3">
          <button type="submit" className="btn-primary flex-1">
            Calculate BMI
          </button>
          {/* Without script: the calculator afresh (its own empty form); with it, emptied in place. */}
          <button type="submit" form={`${id}-reset`} className="btn-outline">
            Reset
          </button>
        </div>
      </form>
      <form id={`${id}-reset`} method="get" action={BMI_FORM_ACTION} onSubmit={reset} hidden />
      <div aria-live="polite" className="rounded-2xl bg-white p-6 shadow-sm">
        {result ? (
          <div>
            <p className="text-sm font-medium text-slate-500">Your BMI</p>
            <p className="mt-1 font-display text-5xl font-bold text-slate-900" data-testid="bmi-value">
              {result.bmi.toFixed(1)}
            </p>
            <p
              className={clsx(
                'mt-3 inline-block rounded-full px-3 py-1 text-sm font-semibold',
                CATEGORY_STYLES[result.category],
              )}
              data-testid="bmi-category"
            >
              {result.category}
            </p>
            <h3 className="mt-6 font-sans text-base font-semibold">Our recommendations</h3>
            <ul className="mt-3 list-disc space-y-2 pl-5 text-sm text-slate-700">
              {BMI_RECOMMENDATIONS[result.category].map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </div>
        ) : (
          <div className="text-slate-600">
            <p className="font-semibold text-slate-800">BMI categories</p>
            <ul className="mt-3 space-y-1 text-sm">
              <li>Below 18.5: Underweight</li>
              <li>18.5 to 24.9: Normal weight</li>
              <li>25 to 29.9: Overweight</li>
              <li>30 and above: Obese</li>
            </ul>
            <p className="mt-4 text-sm">Enter your height and weight to see your BMI and what it means for you.</p>
          </div>
        )}
      </div>
    </div>
  );
}

export default defineIsland('bmi-calculator', BmiCalculator);

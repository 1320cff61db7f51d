// The BMI calculator: metric or imperial, the spec's validation messages, result to one decimal with advice.
import { BMI_RECOMMENDATIONS, type BmiCategory, type BmiUnit, calculateBmi, validateBmiInput } from '@coach/shared';
import clsx from 'clsx';
import { type FormEvent, useState } from 'react';
import { FormAlert, FormField, inputClass } from '@/components/ui/form-field';

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

export function BmiCalculator() {
  const [unit, setUnit] = useState<BmiUnit>('metric');
  const [height, setHeight] = useState('');
  const [weight, setWeight] = useState('');
  const [error, setError] = useState('');
  const [result, setResult] = useState<ReturnType<typeof calculateBmi> | null>(null);

  const switchUnit = (next: BmiUnit) => {
    setUnit(next);
    setHeight('');
    setWeight('');
    setError('');
    setResult(null);
  };

  const reset = () => switchUnit('metric');

  const calculate = (event: FormEvent) => {
    event.preventDefault();
    const h = Number.parseFloat(height);
    const w = Number.parseFloat(weight);
    const message = validateBmiInput(unit, h, w);
    setError(message ?? '');
    setResult(message ? null : calculateBmi(unit, h, w));
  };

  const labels = UNITS[unit];
  return (
    <div className="grid gap-8 lg:grid-cols-2">
      <form
        onSubmit={calculate}
        noValidate
        className="space-y-5 rounded-2xl bg-white p-6 shadow-sm"
        aria-label="BMI calculator"
      >
        <fieldset>
          <legend className="text-sm font-medium text-slate-700">Units</legend>
          <div className="mt-2 grid grid-cols-2 gap-2">
            {(Object.keys(UNITS) as BmiUnit[]).map((u) => (
              <label
                key={u}
                className={clsx(
                  'cursor-pointer rounded-lg border px-3 py-2 text-center text-sm font-medium has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600',
                  unit === u ? 'border-brand-600 bg-brand-50 text-brand-800' : 'border-slate-300 text-slate-700',
                )}
              >
                <input
                  type="radio"
                  name="unit"
                  value={u}
                  checked={unit === u}
                  onChange={() => switchUnit(u)}
                  className="sr-only"
                />
                {UNITS[u].label}
              </label>
            ))}
          </div>
        </fieldset>
        <FormField label={labels.height}>
          {({ id }) => (
            <input
              id={id}
              type="number"
              inputMode="decimal"
              step="any"
              placeholder={labels.heightHint}
              className={inputClass}
              value={height}
              onChange={(e) => setHeight(e.target.value)}
            />
          )}
        </FormField>
        <FormField label={labels.weight}>
          {({ id }) => (
            <input
              id={id}
              type="number"
              inputMode="decimal"
              step="any"
              placeholder={labels.weightHint}
              className={inputClass}
              value={weight}
              onChange={(e) => setWeight(e.target.value)}
            />
          )}
        </FormField>
        {error && <FormAlert>{error}</FormAlert>}
        <div className="flex gap-3">
          <button type="submit" className="btn-primary flex-1">
            Calculate BMI
          </button>
          <button type="button" className="btn-outline" onClick={reset}>
            Reset
          </button>
        </div>
      </form>
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

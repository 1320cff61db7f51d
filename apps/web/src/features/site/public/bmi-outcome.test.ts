import { BMI_MESSAGES } from '@coach/shared';
import { describe, expect, it } from 'vitest';
import { bmiEntryOf, bmiOutcome } from './bmi-outcome';

describe('bmiOutcome', () => {
  it('gives the BMI to one decimal with its category', () => {
    expect(bmiOutcome({ unit: 'metric', height: '170', weight: '65' })).toEqual({
      bmi: 22.5,
      category: 'Normal weight',
    });
    expect(bmiOutcome({ unit: 'imperial', height: '5.8', weight: '150' })).toEqual({
      bmi: 21.8,
      category: 'Normal weight',
    });
  });

  it.each([
    ['metric', '', '65', BMI_MESSAGES.invalidHeight],
    ['metric', 'abc', '65', BMI_MESSAGES.invalidHeight],
    ['metric', '170', '', BMI_MESSAGES.invalidWeight],
    ['metric', '400', '65', BMI_MESSAGES.metricHeightTooLarge],
    ['imperial', '12', '150', BMI_MESSAGES.imperialHeightTooLarge],
    ['imperial', '5.8', '1200', BMI_MESSAGES.unrealisticWeight],
  ] as const)('%s %s / %s: %s', (unit, height, weight, error) => {
    expect(bmiOutcome({ unit, height, weight })).toEqual({ error });
  });
});

describe('bmiEntryOf', () => {
  it('is null until a field is there, then takes each as text (metric unless imperial)', () => {
    expect(bmiEntryOf({})).toBeNull();
    expect(bmiEntryOf({ height: 170 })).toEqual({ unit: 'metric', height: '170', weight: '' });
    expect(bmiEntryOf({ unit: 'imperial', height: '5.8', weight: 150 })).toEqual({
      unit: 'imperial',
      height: '5.8',
      weight: '150',
    });
    expect(bmiEntryOf({ unit: 'stone', weight: '' })).toEqual({ unit: 'metric', height: '', weight: '' });
  });
});

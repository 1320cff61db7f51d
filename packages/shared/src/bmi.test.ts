import { describe, expect, it } from 'vitest';
import { BMI_MESSAGES, BMI_RECOMMENDATIONS, bmiCategory, calculateBmi, validateBmiInput } from './bmi';

describe('bmiCategory boundaries', () => {
  it.each([
    [18.4, 'Underweight'],
    [18.5, 'Normal weight'],
    [24.9, 'Normal weight'],
    [25, 'Overweight'],
    [29.9, 'Overweight'],
    [30, 'Obese'],
  ] as const)('%s is %s', (bmi, category) => {
    expect(bmiCategory(bmi)).toBe(category);
  });
});

describe('calculateBmi', () => {
  it('computes metric to one decimal', () => {
    expect(calculateBmi('metric', 170, 65)).toEqual({ bmi: 22.5, category: 'Normal weight' });
  });
  it('converts imperial feet and pounds', () => {
    // 5.8 ft = 176.784 cm, 160 lb = 72.57472 kg -> 23.22
    expect(calculateBmi('imperial', 5.8, 160)).toEqual({ bmi: 23.2, category: 'Normal weight' });
  });
  it('uses the rounded value for the category', () => {
    // 180 cm, 81 kg -> 24.999..., shown as 25.0 and therefore Overweight
    expect(calculateBmi('metric', 180, 80.99)).toEqual({ bmi: 25, category: 'Overweight' });
  });
});

describe('validateBmiInput', () => {
  it('requires positive height and weight', () => {
    expect(validateBmiInput('metric', 0, 60)).toBe(BMI_MESSAGES.invalidHeight);
    expect(validateBmiInput('metric', Number.NaN, 60)).toBe(BMI_MESSAGES.invalidHeight);
    expect(validateBmiInput('metric', 170, -1)).toBe(BMI_MESSAGES.invalidWeight);
  });
  it('applies the metric limits', () => {
    expect(validateBmiInput('metric', 301, 60)).toBe('Height must be in centimeters (e.g., 170)');
    expect(validateBmiInput('metric', 300, 501)).toBe('Please enter a realistic weight');
    expect(validateBmiInput('metric', 300, 500)).toBeNull();
  });
  it('applies the imperial limits', () => {
    expect(validateBmiInput('imperial', 10.1, 150)).toBe('Height must be in feet (e.g., 5.8)');
    expect(validateBmiInput('imperial', 6, 1001)).toBe('Please enter a realistic weight');
    expect(validateBmiInput('imperial', 10, 1000)).toBeNull();
  });
});

describe('the spec rules at their edges', () => {
  it('a height or weight of exactly 0 is not valid, with the spec messages', () => {
    expect(validateBmiInput('metric', 0, 60)).toBe('Please enter a valid height');
    expect(validateBmiInput('metric', 170, 0)).toBe('Please enter a valid weight');
    expect(validateBmiInput('imperial', 5.8, Number.POSITIVE_INFINITY)).toBe('Please enter a valid weight');
  });
});

describe('BMI_RECOMMENDATIONS', () => {
  const categories = ['Underweight', 'Normal weight', 'Overweight', 'Obese'] as const;

  it('give each category four lines of advice of its own', () => {
    const all = categories.flatMap((category) => {
      const lines = BMI_RECOMMENDATIONS[category];
      expect(lines, category).toHaveLength(4);
      for (const line of lines) expect(line, category).toMatch(/^[A-Z].{20,}\.$/);
      return [...lines];
    });
    expect(new Set(all).size).toBe(16);
  });

  it('point an underweight result to gaining and an overweight one to losing', () => {
    expect(BMI_RECOMMENDATIONS.Underweight.join(' ')).toMatch(/weight-gain/);
    expect(BMI_RECOMMENDATIONS.Overweight.join(' ')).toMatch(/weight-loss/);
    expect(BMI_RECOMMENDATIONS.Obese.join(' ')).toMatch(/dietitian/);
  });
});

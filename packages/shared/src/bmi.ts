// BMI rules of the public calculator: validation messages, imperial conversion, categories and advice.
export type BmiUnit = 'metric' | 'imperial';

export const CM_PER_FOOT = 30.48;
export const KG_PER_POUND = 0.453592;

export const BMI_MESSAGES = {
  invalidHeight: 'Please enter a valid height',
  invalidWeight: 'Please enter a valid weight',
  metricHeightTooLarge: 'Height must be in centimeters (e.g., 170)',
  imperialHeightTooLarge: 'Height must be in feet (e.g., 5.8)',
  unrealisticWeight: 'Please enter a realistic weight',
} as const;

const LIMITS = {
  metric: { maxHeight: 300, maxWeight: 500, heightMessage: BMI_MESSAGES.metricHeightTooLarge },
  imperial: { maxHeight: 10, maxWeight: 1000, heightMessage: BMI_MESSAGES.imperialHeightTooLarge },
} as const;

export type BmiCategory = 'Underweight' | 'Normal weight' | 'Overweight' | 'Obese';

export const BMI_RECOMMENDATIONS: Record<BmiCategory, readonly [string, string, string, string]> = {
  Underweight: [
    'Add calorie-dense, nutritious foods such as nuts, seeds, dairy and whole grains.',
    'Eat five to six smaller meals a day instead of three large ones.',
    'Include a protein source in every meal to build lean muscle.',
    'Pair your diet with strength training and get a personalised weight-gain plan.',
  ],
  'Normal weight': [
    'Keep up a balanced plate of vegetables, protein, whole grains and healthy fats.',
    'Stay active with at least 150 minutes of exercise a week.',
    'Drink enough water and keep regular meal times.',
    'Book a check-in to keep your healthy weight for the long term.',
  ],
  Overweight: [
    'Build meals around vegetables and lean protein, and watch portion sizes.',
    'Cut back on sugary drinks, fried snacks and refined carbohydrates.',
    'Aim for 30 minutes of brisk activity on most days.',
    'A personalised weight-loss plan can help you lose weight steadily and safely.',
  ],
  Obese: [
    'Talk to a dietitian about a structured, sustainable weight-loss plan.',
    'Choose high-fibre, minimally processed foods and keep a food diary.',
    'Start with gentle, regular movement and build up gradually.',
    'Have your blood sugar, blood pressure and thyroid checked regularly.',
  ],
};

/** The first validation message for the inputs, or null when they can be calculated. */
export function validateBmiInput(unit: BmiUnit, height: number, weight: number): string | null {
  if (!Number.isFinite(height) || height <= 0) return BMI_MESSAGES.invalidHeight;
  if (!Number.isFinite(weight) || weight <= 0) return BMI_MESSAGES.invalidWeight;
  const limits = LIMITS[unit];
  if (height > limits.maxHeight) return limits.heightMessage;
  if (weight > limits.maxWeight) return BMI_MESSAGES.unrealisticWeight;
  return null;
}

/** The category of a BMI already rounded to one decimal, so the label always agrees with the number shown. */
export function bmiCategory(bmi: number): BmiCategory {
  if (bmi < 18.5) return 'Underweight';
  if (bmi < 25) return 'Normal weight';
  if (bmi < 30) return 'Overweight';
  return 'Obese';
}

/** BMI to one decimal with its category; height in cm or feet, weight in kg or lb. */
export function calculateBmi(unit: BmiUnit, height: number, weight: number) {
  const heightCm = unit === 'metric' ? height : height * CM_PER_FOOT;
  const weightKg = unit === 'metric' ? weight : weight * KG_PER_POUND;
  const heightM = heightCm / 100;
  const bmi = Math.round((weightKg / (heightM * heightM)) * 10) / 10;
  return { bmi, category: bmiCategory(bmi) };
}

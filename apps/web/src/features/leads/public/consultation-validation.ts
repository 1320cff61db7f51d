// The consultation form's validation: the shared schema, loaded when the visitor starts on the form (lib/lazy-resolver.ts).
import { consultationInputSchema } from '@coach/shared';
import { zodResolver } from '@hookform/resolvers/zod';

export const consultationResolver = zodResolver(consultationInputSchema);

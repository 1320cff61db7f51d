// Link targets. A path of the app is an `AppPath`, checked against the route tree; a path built at run time from data
// (a recipe's slug) passes through `asTo`.
import type { LinkProps } from '@tanstack/react-router';

export type AppPath = Exclude<NonNullable<LinkProps['to']>, '.' | '..'>;

export const asTo = (path: string) => path as LinkProps['to'];

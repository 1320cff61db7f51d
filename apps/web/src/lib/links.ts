// Link targets kept as plain strings (navigation lists, pages added in later releases) pass through one cast here.
import type { LinkProps } from '@tanstack/react-router';

export const asTo = (path: string) => path as LinkProps['to'];

// Link targets that are strings only known at run time (navigation lists, paths built from data) pass through here.
import type { LinkProps } from '@tanstack/react-router';

export const asTo = (path: string) => path as LinkProps['to'];

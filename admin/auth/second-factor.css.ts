import { style } from '@vanilla-extract/css';
import { space } from '../../ui/theme/contract.css';

/** The second-factor form (sign-in's second step and the step-up dialog). */
export const factor = style({ display: 'grid', gap: space.md });
export const choices = style({ display: 'grid', gap: space.sm });
export const otherWays = style({ display: 'grid', gap: space.sm, justifyItems: 'start' });

import { style } from '@vanilla-extract/css';
import { space } from '../../ui/theme/contract.css';

export const panel = style({ display: 'grid', gap: space.lg });
export const header = style({ display: 'grid', gap: space.sm, textAlign: 'center' });

import { style } from '@vanilla-extract/css';
import { vars } from './theme/contract.css';

/** The mark in the theme's colours: the ridge on the brand colour, the chevron in the accent. */
export const ridge = style({ stroke: vars.color.onBrand });
export const chevron = style({ stroke: vars.color.accent });

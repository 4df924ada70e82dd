/**
 * Runs React DOM's module body (its CommonJS wrapper) when the `react` chunk is evaluated, in that
 * chunk's own task, rather than at the top of the app's entry: there it was most of one 65 ms task
 * at a 4× slower CPU. The build's `react` chunk group takes this module (content/vite/config.ts).
 */
import 'react';
import 'react-dom';
import 'react-dom/client';

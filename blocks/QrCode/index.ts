import { defineBlock } from '../define-block';
import { qrMatrix } from '../../shared/qr-matrix';
import { qrCodeSchema } from './schema';

/** The code's modules are worked out at build time, so the encoder never ships to the browser. */
export default defineBlock({
  type: 'QrCode',
  schema: qrCodeSchema,
  resolve: (block) => ({ ...block, matrix: qrMatrix(block.url) }),
});

import type { HandlerModule } from '../lib/app.ts';

/** quality endpoints: registered from src/dataProvider/endpoints.ts names. */
const quality: HandlerModule = (_route) => {
  // filled in by the quality work
};

export default quality;

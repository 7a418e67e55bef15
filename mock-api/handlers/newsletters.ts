import type { HandlerModule } from '../lib/app.ts';

/** newsletters endpoints: registered from src/dataProvider/endpoints.ts names. */
const newsletters: HandlerModule = (_route) => {
  // filled in by the newsletters work
};

export default newsletters;

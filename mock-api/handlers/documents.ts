import type { HandlerModule } from '../lib/app.ts';

/** documents endpoints: registered from src/dataProvider/endpoints.ts names. */
const documents: HandlerModule = (_route) => {
  // filled in by the documents work
};

export default documents;

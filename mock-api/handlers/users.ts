import type { HandlerModule } from '../lib/app.ts';

/** users endpoints: registered from src/dataProvider/endpoints.ts names. */
const users: HandlerModule = (_route) => {
  // filled in by the users work
};

export default users;

import type { HandlerModule } from '../lib/app.ts';
import session from './session.ts';
import quality from './quality/index.ts';
import services from './services/index.ts';
import users from './users.ts';
import newsletters from './newsletters.ts';
import documents from './documents/index.ts';

export const modules: HandlerModule[] = [session, quality, services, users, newsletters, documents];

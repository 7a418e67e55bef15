import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Vitest runs without globals, so Testing Library cannot register its own clean-up between tests.
afterEach(cleanup);

// The first render of a screen loads react-admin and MUI in jsdom, slower than Testing Library's default wait.
configure({ asyncUtilTimeout: 10_000 });

// Set-up for every web unit test file: a toast raised during a test starts loading the toast
// library (see ui/Toasts.tsx); the file's environment must not be torn down under that import.
import { afterAll } from 'vitest';
import { toastsSettled } from '../ui/Toasts.tsx';

afterAll(async () => {
  await toastsSettled();
});

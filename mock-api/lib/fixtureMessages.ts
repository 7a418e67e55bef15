/**
 * What only the fixture back end answers (or prints) beside the portal's own messages: its 403s, its errors
 * and its console lines. Kept out of src/i18n/en.ts so the browser bundle does not carry them;
 * mock-api/lib/messages.ts reads them under `app` beside that catalogue.
 */
export const fixtureMessages = {
  /** A 403: who may make the call (the `access` column of src/dataProvider/endpoints.ts). */
  access: {
    super_admin_only: 'Forbidden: only super administrators may use this call.',
    self_only: 'Forbidden: only the account itself or a super administrator may use this call.',
    centre_only: "Forbidden: only the centre's own users or a super administrator may use this call.",
    file_forbidden: 'Forbidden: only super administrators may read this file.',
  },
  server: {
    about: 'Fixture back end of the portal API and the quality API (json-server).',
    unsupported_content_type: 'Unsupported content type: send application/json.',
    invalid_json: 'The request body is not valid JSON.',
    bad_request: 'Bad request.',
    /** After the first field error of a 422: how many more there are. */
    more_errors: '(and %{smart_count} more error) |||| (and %{smart_count} more errors)',
    internal_error: 'Internal server error.',
    no_route: 'No route for %{method} %{path}.',
    invalid_path: 'Invalid path: ".." segments and malformed escapes are refused.',
    invalid_file_name: 'Invalid file name: a stored file is named by one plain file name.',
    invalid_client: 'Invalid client credentials.',
    password_too_short: 'The password must be at least 8 characters.',
    handoff_not_configured: 'VITE_HANDOFF_PASSPHRASE is not configured.',
    /** A 401: why the call carries no usable session. */
    unauthenticated: {
      plain: 'Unauthenticated.',
      no_token: 'Unauthenticated: a bearer token is required.',
      invalid_token: 'Unauthenticated: the token is invalid or has expired.',
      no_account: 'Unauthenticated: the account no longer exists.',
    },
    logged_out: 'Logged out',
    /** The durable store (mock-api/lib/store.ts): failed writes, and start-up lines on the console. */
    store: {
      write_failed:
        'The change was not saved: the database could not be written (%{reason}). Nothing was changed; send it again once the data folder accepts writes.',
      reset_under_way: 'The database was reset while this request was under way; nothing it changed was kept.',
      folder_unusable: 'The data folder %{dir} could not be read or written (%{reason}). Nothing was changed.',
      folder_fix:
        'the fixture keeps its database there. Make it writable, or set MOCK_API_DATA_DIR to a folder that is.',
      folder_not_created: 'The data folder %{dir} cannot be created (%{reason}); %{fix}',
      folder_refuses_writes: 'The data folder %{dir} refuses writes (%{reason}); %{fix}',
      unchanged: 'It was not loaded and nothing was changed.',
      not_fixture_db:
        '%{file} is not a fixture database: %{reason}. %{unchanged} Move it away to restore the last good copy, or run "npm run api:reset" to rebuild the database from the seed.',
      backup_not_fixture_db:
        '%{file} is not a fixture database: %{reason}. %{unchanged} Run "npm run api:reset" to rebuild it.',
      no_good_copy:
        'The fixture database %{file} is %{why} and there is no good copy to restore. Nothing was changed. Run "npm run api:reset" to rebuild it from the seed.',
      restored: '[mock-api] %{file} %{why}; restored the last good copy %{backup}.',
      backup_replaced: '[mock-api] %{file} was %{reason}; replaced it with the database as loaded.',
      /** Why a snapshot file cannot be used, inside the lines above. */
      missing: 'missing',
      is_missing: 'is missing',
      is_reason: 'is %{reason}',
      unreadable: 'unreadable (%{reason})',
      empty: 'empty',
      corrupt: 'corrupt (not valid JSON)',
      /** Why a parsed file is not a fixture database (mock-api/lib/db.ts). */
      shape: {
        not_object: 'it is not a JSON object',
        version: '"version" is %{value}, not 1',
        collection_missing: 'the "%{key}" collection is missing',
        not_a_record: '"%{key}" holds something that is not a record',
        counters_missing: '"counters" is missing',
        no_accounts: 'the "accounts" collection is empty, so nobody could sign in',
        no_sign_in: 'no account has an e-mail and a password, so nobody could sign in',
      },
    },
    /** Lines the fixture prints on the console. */
    console: {
      listening: '[mock-api] fixture API at http://localhost:%{port}/ (database %{opened}: %{dir})',
      stopped: '[mock-api] %{reason}',
      reset_done:
        '[mock-api] %{result} %{dir}: %{services} services, %{users} users, %{documents} documents, %{newsletters} newsletters',
      unexpected_error: '[mock-api] unexpected error',
      dialect: '[mock-api] MOCK_API_DIALECT=%{dialect}',
      unknown_dialect: '[mock-api] MOCK_API_DIALECT=%{value}: not a dialect of the fixture (%{dialects})',
    },
    focus_updated: 'Focus of the month updated.',
    not_found: {
      attachment: 'Attachment not found.',
      category: 'Category not found.',
      collection: 'Collection not found.',
      document: 'Document not found.',
      file: 'File not found.',
      focus: 'Focus of the month not found.',
      newsletter: 'Newsletter not found.',
      payment_method: 'Payment method not found.',
      question: 'Question not found.',
      record: 'Record not found.',
      service: 'Service not found.',
      user: 'User not found.',
      user_filter: 'User filter "%{filter}" not found.',
    },
  },
};

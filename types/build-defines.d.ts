// Browser code has no Node types: `process.env.X` in it is only ever a webpack DefinePlugin constant
// (libs/build: BUILD_DEFINES), replaced at build time.
declare const process: { readonly env: { readonly BUILD_YEAR?: string } };

// The type check, `tsc --noEmit -p tsconfig.json` through the TypeScript API; with `--declarations DIR`, the same
// program also writes the declarations of the package's sources under DIR, for scripts/declarations.mjs --from DIR
// to bundle (so `npm test` checks the sources once: dts-bundle-generator built a program of its own per entry).
// Exits 1 on any error, printed as tsc prints it.
import { join } from 'node:path';
import ts from 'typescript';
import { declarationOptions, emitDeclarations, formatDiagnostics } from './declarations.mjs';

const at = process.argv.indexOf('--declarations');
const dir = at > 0 ? process.argv[at + 1] : undefined;
const config = ts.getParsedCommandLineOfConfigFile(join(process.cwd(), 'tsconfig.json'), dir ? declarationOptions(dir) : {}, {
  ...ts.sys,
  onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
    process.stdout.write(formatDiagnostics([diagnostic]));
    process.exit(1);
  },
});
const program = ts.createProgram({ rootNames: config.fileNames, options: config.options, configFileParsingDiagnostics: config.errors });
// What `tsc --noEmit` reports (getPreEmitDiagnostics would add every file's declaration diagnostics, the tests' too).
const syntactic = [...program.getConfigFileParsingDiagnostics(), ...program.getOptionsDiagnostics(), ...program.getSyntacticDiagnostics()];
const diagnostics = syntactic.length > 0 ? syntactic : [...program.getGlobalDiagnostics(), ...program.getSemanticDiagnostics()];
// The declarations are written only from a program without errors (scripts/declarations.mjs makes its own otherwise).
if (dir && !diagnostics.some((diagnostic) => diagnostic.category === ts.DiagnosticCategory.Error)) {
  const errors = emitDeclarations(program, dir);
  if (errors.length > 0) process.stdout.write(`The declarations of the package's sources could not be written:\n`);
  diagnostics.push(...errors);
}
if (diagnostics.length > 0) {
  process.stdout.write(formatDiagnostics(diagnostics));
  const errors = diagnostics.filter((diagnostic) => diagnostic.category === ts.DiagnosticCategory.Error).length;
  process.stdout.write(`\nFound ${errors} error${errors === 1 ? '' : 's'}.\n`);
}
process.exit(diagnostics.some((diagnostic) => diagnostic.category === ts.DiagnosticCategory.Error) ? 1 : 0);

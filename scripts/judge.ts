/**
 * npm run --silent judge -- FILE
 * Reads a scenario file and prints the ruling on its claims as JSON.
 * Exit status: 0 ruled; 1 unreadable or malformed file; 2 impossible position.
 */
import { readFileSync } from 'node:fs';
import { judge } from '../src/engine/judge';
import { PositionError } from '../src/engine/refusal';
import { parseScenario } from '../src/engine/scenario';

const file = process.argv[2];
if (!file) {
  console.error('usage: npm run --silent judge -- FILE');
  process.exit(1);
}

let text: string;
try {
  text = readFileSync(file, 'utf8');
} catch (error) {
  console.error(`${file}: cannot be read (${(error as Error).message})`);
  process.exit(1);
}

try {
  console.log(JSON.stringify(judge(parseScenario(text, file)), null, 2));
} catch (error) {
  if (error instanceof PositionError) {
    const impossible = error.rule === 'BG-FOUR-COPIES' || error.rule === 'TILECOUNT-13-PLUS-KONGS';
    console.log(JSON.stringify({ error: error.rule ?? 'SCENARIO', message: `${file}: ${error.message}` }, null, 2));
    console.error(`${file}: ${error.rule ? `${error.rule}: ` : ''}${error.message}`);
    process.exit(impossible ? 2 : 1);
  }
  throw error;
}

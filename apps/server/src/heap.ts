import v8 from 'node:v8';

/**
 * How far V8 lets the old heap grow past what survived the last full collection before collecting again:
 * 1.5 times (V8 chooses 1.1 to 4 by itself). A bulk job's garbage outlives the young generation (a part of
 * an import lives while it is written) and piled up to four times the live heap: a 100 000-meter import
 * peaked at 360–464 MiB RSS, with this 247–280 MiB, no slower (bench/README "Imports").
 */
export const HEAP_GROWING_PERCENT = 50;

/** Sets the growth for this process; V8 reads it at every full collection, so it acts from now on. */
export function limitHeapGrowth() {
  v8.setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
}

import './bench/run.mjs';

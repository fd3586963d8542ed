import { precacheWeight } from './precacheWeight';
console.log(precacheWeight().kit.gzip);

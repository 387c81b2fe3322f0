// A count of search work, roughly one unit per part the packers try to place. The search stops on
// a work budget rather than only on the clock so that a plan is the same on every machine and run
// (the clock stays as a safety cap). One counter for the module: the search is single-threaded.
export const work = { units: 0 };

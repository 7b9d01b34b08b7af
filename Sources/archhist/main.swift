// The whole program is one call: top-level code is main-actor isolated, so the
// work lives in ArchHistCLI where it runs off the main actor.
import ArchHistCLI

await ArchHist.main()

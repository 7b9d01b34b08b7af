// One call: top-level code is main-actor isolated.
Bench.main()

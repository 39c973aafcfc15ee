// pagewright-bench: see BENCHMARKS.md.
print("pagewright-bench")

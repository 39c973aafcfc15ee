import PagewrightCore
print(Pagewright.version)

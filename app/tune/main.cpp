// bughouse-tune: the developers' tool that fits the evaluation weights (docs/strength.md). It is
// built beside bughouse-cli but not installed: players never need it.
#include "tune.h"

#include <iostream>

int main(int argc, char **argv)
{
    return cli::tune({argv + std::min(argc, 1), argv + argc}, std::cout, std::cerr);
}

// bughouse-cli: the rules core on the command line (perft, moves, status, search, bench, play).
#include "commands.h"
#include "play.h"
#include "ucimode.h"

#include "core/base/quote.h"

#include <iostream>

int main(int argc, char **argv)
{
    const std::vector<std::string> args(argv + std::min(argc, 2), argv + argc);
    const std::string command = argc > 1 ? argv[1] : "";
    if (command == "moves") return cli::moves(args, std::cout, std::cerr);
    if (command == "perft") return cli::perft(args, std::cin, std::cout, std::cerr);
    if (command == "status") return cli::status(args, std::cout, std::cerr);
    if (command == "search") return cli::search(args, std::cout, std::cerr);
    if (command == "replay") return cli::replay(args, std::cout, std::cerr);
    if (command == "fen") return cli::fen(args, std::cout, std::cerr);
    if (command == "bench") return cli::bench(args, std::cout, std::cerr);
    if (command == "play") return cli::play(args, std::cout, std::cerr);
    if (command == "uci") return cli::uciMode(std::cin, std::cout);
    if (command == "help" || command == "--help" || command == "-h") {
        std::cout << cli::usage();
        return 0;
    }
    std::cerr << (command.empty() ? "missing command\n"
                                  : "unknown command " + core::quoted(command) + "\n")
              << cli::usage();
    return 2;
}

// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

/// @notice The one read this registry makes of an ERC-8004 identity registry (an ERC-721 whose
///         token ids are agent ids).
interface IAgentOwner {
    function ownerOf(uint256 agentId) external view returns (address);
}

/// @title ERC8004ReputationRegistry
/// @notice A minimal ERC-8004 reputation registry for test chains, written from the ERC's
///         interface: giveFeedback stores a value with its decimals and two tags and emits
///         NewFeedback; revokeFeedback withdraws one's own feedback; getSummary returns the count
///         and mean of the unrevoked feedback of the given clients (the ERC asks consumers to
///         name the reviewers they trust), optionally filtered by tag1 and tag2. Responses
///         (appendResponse) and upgradeability are left out: the settler's bridge does not need them.
/// @dev    With an identity registry, feedback is accepted only for an agent that exists there and
///         not from its owner (the ERC forbids self-feedback); with none (zero), any id is accepted.
///         getSummary normalises every value to 18 decimals, averages (truncating toward zero)
///         and returns the mean at the decimals all matched feedback shares, else at 18.
contract ERC8004ReputationRegistry {
    uint8 public constant MAX_DECIMALS = 18;

    struct Feedback {
        int128 value;
        uint8 valueDecimals;
        bool isRevoked;
        string tag1;
        string tag2;
    }

    address private immutable _identityRegistry;
    mapping(uint256 agentId => mapping(address client => Feedback[])) private _feedback;

    event NewFeedback(
        uint256 indexed agentId,
        address indexed clientAddress,
        uint64 feedbackIndex,
        int128 value,
        uint8 valueDecimals,
        string indexed indexedTag1,
        string tag1,
        string tag2,
        string endpoint,
        string feedbackURI,
        bytes32 feedbackHash
    );
    event FeedbackRevoked(uint256 indexed agentId, address indexed clientAddress, uint64 indexed feedbackIndex);

    error DecimalsTooLarge(uint8 valueDecimals);
    error UnknownAgent(uint256 agentId);
    error SelfFeedback(uint256 agentId, address owner);
    error UnknownFeedback(uint256 agentId, address clientAddress, uint64 feedbackIndex);
    error AlreadyRevoked(uint256 agentId, address clientAddress, uint64 feedbackIndex);
    error NoClients();

    /// @param identityRegistry_ the ERC-8004 identity registry agent ids are checked against; zero: none
    constructor(address identityRegistry_) {
        _identityRegistry = identityRegistry_;
    }

    function getIdentityRegistry() external view returns (address) {
        return _identityRegistry;
    }

    /// @notice Record feedback from the caller on an agent. Its index (from 1) is per agent and client.
    function giveFeedback(
        uint256 agentId,
        int128 value,
        uint8 valueDecimals,
        string calldata tag1,
        string calldata tag2,
        string calldata endpoint,
        string calldata feedbackURI,
        bytes32 feedbackHash
    ) external {
        if (valueDecimals > MAX_DECIMALS) revert DecimalsTooLarge(valueDecimals);
        if (_identityRegistry != address(0)) {
            address owner;
            try IAgentOwner(_identityRegistry).ownerOf(agentId) returns (address o) {
                owner = o;
            } catch {}
            if (owner == address(0)) revert UnknownAgent(agentId);
            if (owner == msg.sender) revert SelfFeedback(agentId, owner);
        }
        Feedback[] storage list = _feedback[agentId][msg.sender];
        list.push(Feedback({value: value, valueDecimals: valueDecimals, isRevoked: false, tag1: tag1, tag2: tag2}));
        emit NewFeedback(
            agentId, msg.sender, uint64(list.length), value, valueDecimals, tag1, tag1, tag2, endpoint, feedbackURI, feedbackHash
        );
    }

    /// @notice Withdraw one's own feedback; it stays readable, marked revoked, and leaves the summary.
    function revokeFeedback(uint256 agentId, uint64 feedbackIndex) external {
        Feedback storage f = _at(agentId, msg.sender, feedbackIndex);
        if (f.isRevoked) revert AlreadyRevoked(agentId, msg.sender, feedbackIndex);
        f.isRevoked = true;
        emit FeedbackRevoked(agentId, msg.sender, feedbackIndex);
    }

    function readFeedback(uint256 agentId, address clientAddress, uint64 feedbackIndex)
        external
        view
        returns (int128 value, uint8 valueDecimals, string memory tag1, string memory tag2, bool isRevoked)
    {
        Feedback storage f = _at(agentId, clientAddress, feedbackIndex);
        return (f.value, f.valueDecimals, f.tag1, f.tag2, f.isRevoked);
    }

    function getLastIndex(uint256 agentId, address clientAddress) external view returns (uint64) {
        return uint64(_feedback[agentId][clientAddress].length);
    }

    /// @notice Count and mean of the unrevoked feedback the given clients gave the agent, with tag1
    ///         and tag2 as filters (an empty filter matches any tag). Clients must be named.
    function getSummary(uint256 agentId, address[] calldata clientAddresses, string calldata tag1, string calldata tag2)
        external
        view
        returns (uint64 count, int128 summaryValue, uint8 summaryValueDecimals)
    {
        if (clientAddresses.length == 0) revert NoClients();
        bytes32 h1 = keccak256(bytes(tag1));
        bytes32 h2 = keccak256(bytes(tag2));
        bool any1 = bytes(tag1).length == 0;
        bool any2 = bytes(tag2).length == 0;
        int256 sum; // in 18 decimals
        uint8 decimals;
        bool mixed;
        for (uint256 c; c < clientAddresses.length; ++c) {
            Feedback[] storage list = _feedback[agentId][clientAddresses[c]];
            for (uint256 i; i < list.length; ++i) {
                Feedback storage f = list[i];
                if (f.isRevoked) continue;
                if (!any1 && keccak256(bytes(f.tag1)) != h1) continue;
                if (!any2 && keccak256(bytes(f.tag2)) != h2) continue;
                if (count == 0) decimals = f.valueDecimals;
                else if (f.valueDecimals != decimals) mixed = true;
                sum += int256(f.value) * int256(10 ** uint256(MAX_DECIMALS - f.valueDecimals));
                ++count;
            }
        }
        if (count == 0) return (0, 0, 0);
        summaryValueDecimals = mixed ? MAX_DECIMALS : decimals;
        summaryValue = int128(sum / int256(uint256(count)) / int256(10 ** uint256(MAX_DECIMALS - summaryValueDecimals)));
    }

    function _at(uint256 agentId, address clientAddress, uint64 feedbackIndex) private view returns (Feedback storage) {
        Feedback[] storage list = _feedback[agentId][clientAddress];
        if (feedbackIndex == 0 || feedbackIndex > list.length) {
            revert UnknownFeedback(agentId, clientAddress, feedbackIndex);
        }
        return list[feedbackIndex - 1];
    }
}

/// @title ERC8004TestIdentity
/// @notice A stand-in ERC-8004 identity registry for test chains: ownerOf, which the escrow and the
///         reputation registry read, and the agent's payment wallet (ERC-8004's `agentWallet`,
///         the owner until it sets another), which the x402 source reads. Anyone may register an
///         unused id: tests only.
contract ERC8004TestIdentity {
    mapping(uint256 agentId => address) private _owners;
    mapping(uint256 agentId => address) private _wallets;

    event Transfer(address indexed from, address indexed to, uint256 indexed tokenId);

    error Taken(uint256 agentId);
    error NonexistentToken(uint256 agentId);
    error NotOwner(address caller, uint256 agentId);

    event AgentWalletSet(uint256 indexed agentId, address wallet);

    function register(address owner, uint256 agentId) external {
        if (_owners[agentId] != address(0) || owner == address(0)) revert Taken(agentId);
        _owners[agentId] = owner;
        emit Transfer(address(0), owner, agentId);
    }

    function ownerOf(uint256 agentId) external view returns (address o) {
        o = _owners[agentId];
        if (o == address(0)) revert NonexistentToken(agentId);
    }

    /// @notice Set the agent's payment wallet. Its owner only (ERC-8004 also asks the new wallet
    ///         to sign; a test chain does not).
    function setAgentWallet(uint256 agentId, address wallet) external {
        if (_owners[agentId] != msg.sender) revert NotOwner(msg.sender, agentId);
        _wallets[agentId] = wallet;
        emit AgentWalletSet(agentId, wallet);
    }

    /// @notice The agent's payment wallet: the one set, else its owner (zero for an unknown id).
    function getAgentWallet(uint256 agentId) external view returns (address) {
        address w = _wallets[agentId];
        return w != address(0) ? w : _owners[agentId];
    }
}
